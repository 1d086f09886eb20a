import { CookiePolicy } from '@/features/legal/components/cookie-policy';

export default function CookiePolicyPage() {
  return <CookiePolicy />;
}
