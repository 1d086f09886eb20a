import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';

export default function NotFoundPage() {
  return (
    <div className="py-5 text-center">
      <PageTitle title="Page not found" />
      <h1>Page not found</h1>
      <p className="text-body-secondary">This page drifted out of orbit, or never existed.</p>
      <Link to={paths.home} className="btn btn-primary">
        Back to the home page
      </Link>
    </div>
  );
}
