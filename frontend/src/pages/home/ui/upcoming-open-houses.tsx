import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Button, Container } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { OpenHouseList } from '@/features/open-house-rsvp';
import { useListOpenHousesQuery } from '@/shared/api';
import { paths } from '@/shared/config';
import { SectionHeading } from '@/shared/ui';

export const HOME_OPEN_HOUSES = 3;

/** 'Upcoming Open Houses': the next three in the valley (hidden when there are none). */
export function UpcomingOpenHouses() {
  const { data } = useListOpenHousesQuery({ limit: HOME_OPEN_HOUSES });
  if (!data?.openHouses.length) return null;
  return (
    <Container component="section" aria-labelledby="open-houses-title" maxWidth="lg" sx={{ py: { xs: 7, md: 10 } }}>
      <SectionHeading
        id="open-houses-title"
        title="Upcoming Open Houses"
        subtitle="Tour a school this season. RSVP in a minute, no account needed."
        action={
          <Button component={RouterLink} to={paths.openHouses.href()} endIcon={<ArrowForwardIcon />} variant="outlined">
            All Open Houses
          </Button>
        }
      />
      <OpenHouseList openHouses={data.openHouses} />
    </Container>
  );
}
