import EditIcon from '@mui/icons-material/Edit';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { SchoolEditForm } from '@/features/school-edit-form';
import {
  errorText,
  useListSchoolsForAdminQuery,
  useToggleSchoolStatusMutation,
  useUpdateSchoolAsAdminMutation,
  type AdminSchoolResponse,
  type AdminUpdateSchoolRequest,
} from '@/shared/api';
import { paths } from '@/shared/config';
import { useToast } from '@/shared/ui';
import { useDebouncedValue } from '../model/use-debounced-value';
import { ListState, Pager, SearchBox } from './list-controls';

const LIMIT = 20;

/** Schools tab: search (name, city, website), Live/Draft switch, Edit form, View on the public site. */
export function AdminSchoolsTab() {
  const { toast } = useToast();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminSchoolResponse | null>(null);
  const query = useDebouncedValue(search.trim());
  const { data, isLoading, isError, isFetching } = useListSchoolsForAdminQuery({
    search: query || undefined,
    page,
    limit: LIMIT,
  });
  const [toggle] = useToggleSchoolStatusMutation();
  const [update] = useUpdateSchoolAsAdminMutation();

  const setLive = async (school: AdminSchoolResponse, isActive: boolean) => {
    try {
      await toggle({ id: school.id, toggleSchoolStatusRequest: { isActive } }).unwrap();
      toast({ title: 'Status Updated', description: 'School status has been updated.' });
    } catch (error) {
      toast({ title: 'Update Failed', description: errorText(error, 'Please try again.'), variant: 'destructive' });
    }
  };

  const save = async (body: AdminUpdateSchoolRequest) => {
    if (!editing) return;
    try {
      await update({ id: editing.id, adminUpdateSchoolRequest: body }).unwrap();
      toast({ title: 'School Updated', description: 'The school information has been saved.' });
      setEditing(null);
    } catch (error) {
      toast({ title: 'Update Failed', description: errorText(error, 'Please try again.'), variant: 'destructive' });
      throw error;
    }
  };

  const items = data?.items ?? [];
  return (
    <Stack spacing={2}>
      <SearchBox
        label="Search schools by name, city or website"
        value={search}
        onChange={(text) => {
          setSearch(text);
          setPage(1);
        }}
      />
      <ListState
        isLoading={isLoading}
        isError={isError}
        isEmpty={!isFetching && !items.length}
        search={query}
        noun="schools"
        emptyText="No schools available"
      />
      {items.map((school) => (
        <Card key={school.id} variant="outlined" data-testid={`admin-school-${school.id}`}>
          <CardContent>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
              <Stack spacing={0.5}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography variant="h6" component="h3">
                    {school.name}
                  </Typography>
                  {school.isPremium && <Chip size="small" color="secondary" label="Premium" />}
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {school.location}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {school.schoolType}
                  {school.website ? ` · ${school.website}` : ''}
                </Typography>
              </Stack>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
                <FormControlLabel
                  control={
                    <Switch
                      checked={school.isActive}
                      onChange={(event) => void setLive(school, event.target.checked)}
                      slotProps={{ input: { 'aria-label': `${school.name} is live` } }}
                    />
                  }
                  label={school.isActive ? 'Live' : 'Draft'}
                />
                <Button size="small" startIcon={<EditIcon />} onClick={() => setEditing(school)}>
                  Edit
                </Button>
                <Button
                  size="small"
                  startIcon={<OpenInNewIcon />}
                  href={paths.school.href(school.slug)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  View
                </Button>
              </Stack>
            </Stack>
          </CardContent>
        </Card>
      ))}
      {data && <Pager page={page} limit={LIMIT} total={data.total} onChange={setPage} />}
      <Dialog open={!!editing} onClose={() => setEditing(null)} maxWidth="md" fullWidth>
        <DialogTitle>Edit {editing?.name}</DialogTitle>
        <DialogContent dividers>
          {editing && <SchoolEditForm school={editing} onSave={save} onCancel={() => setEditing(null)} />}
        </DialogContent>
      </Dialog>
    </Stack>
  );
}
