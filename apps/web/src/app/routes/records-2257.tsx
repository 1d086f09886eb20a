import { Records2257 } from '@/features/legal/components/records-2257';

export default function Records2257Page() {
  return <Records2257 />;
}
