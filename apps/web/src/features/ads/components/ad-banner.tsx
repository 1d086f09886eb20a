import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The header's ad slot. A house banner for now; partner ads fill it in a later issue. */
export function AdBanner({ className }: { className?: string }) {
  return (
    <section aria-label="Advertisement" className={['sl-ad-banner', className].filter(Boolean).join(' ')}>
      <Link to={paths.toplist('mostviewed')} className="sl-house-ad">
        <span className="sl-house-ad-kicker">Tonight on the lane</span>
        <span className="sl-house-ad-text">The most viewed videos, ranked</span>
        <span className="sl-house-ad-cta" aria-hidden="true">
          Watch &rarr;
        </span>
      </Link>
    </section>
  );
}
