import EventIcon from '@mui/icons-material/Event';
import { OpenHouseList } from '@/features/open-house-rsvp';
import { useListOpenHousesQuery } from '@/shared/api';
import { BlockCard } from './premium-blocks';
import { openHousesQueryArg } from '../model/page-queries';

/** The school's upcoming open houses with RSVP (shown only when it has some). */
export function SchoolOpenHouses({ slug }: { slug: string }) {
  const { data } = useListOpenHousesQuery(openHousesQueryArg(slug));
  if (!data?.openHouses.length) return null;
  return (
    <BlockCard id="open-houses-title" title="Open Houses" icon={<EventIcon />}>
      <OpenHouseList openHouses={data.openHouses} showSchool={false} columns={2} />
    </BlockCard>
  );
}
