import { PageNotFound } from '@/components/not-found';

export default PageNotFound;
