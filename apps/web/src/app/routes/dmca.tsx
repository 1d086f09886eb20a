import { DmcaNotice } from '@/features/legal/components/dmca-notice';

export default function DmcaPage() {
  return <DmcaNotice />;
}
