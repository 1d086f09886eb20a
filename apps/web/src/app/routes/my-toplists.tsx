import { useParams } from 'react-router';
import { MyToplist, myToplistType } from '@/features/my-toplists/components/my-toplist';

/** /mytoplists and /mytoplists/:toplistType (mymostviewed by default, also for unknown types). */
export default function MyToplistsPage() {
  const { toplistType } = useParams();
  return <MyToplist type={myToplistType(toplistType)} />;
}
