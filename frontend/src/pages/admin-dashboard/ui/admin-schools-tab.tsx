import AddIcon from '@mui/icons-material/Add';
import { Button, Chip, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { errorText } from '@/shared/api';
import { type AdminSchoolResponse } from '@/shared/api/signed-in';
import {
  useArchiveSchoolAsAdminMutation,
  useCreateSchoolAsAdminMutation,
  useListSchoolsForAdminQuery,
  useRestoreSchoolAsAdminMutation,
  useToggleSchoolStatusMutation,
  useUpdateSchoolAsAdminMutation,
  type AdminUpdateSchoolRequest,
} from '@/shared/api/signed-in';
import { paths } from '@/shared/config';
import { useToast } from '@/shared/ui';
import { AdminRecordList } from './admin-record-list';
import { SchoolEditor } from './school-editor';

/** Schools tab: search (name, city or website), New School, Live/Draft switch, Edit (every field), Archive/Restore, View. */
export function AdminSchoolsTab() {
  const { toast } = useToast();
  const [toggle] = useToggleSchoolStatusMutation();
  const [update] = useUpdateSchoolAsAdminMutation();
  const [create] = useCreateSchoolAsAdminMutation();
  const [archive] = useArchiveSchoolAsAdminMutation();
  const [restore] = useRestoreSchoolAsAdminMutation();
  const [creating, setCreating] = useState(false);

  const createSchool = async (body: Parameters<typeof create>[0]['adminCreateSchoolRequest']) => {
    try {
      const school = await create({ adminCreateSchoolRequest: body }).unwrap();
      toast({
        title: 'School Created',
        description: school.isActive ? `${school.name} is live.` : `${school.name} was saved as a draft.`,
      });
      setCreating(false);
    } catch (error) {
      toast({ title: 'Create Failed', description: errorText(error, 'Please try again.'), variant: 'destructive' });
      throw error;
    }
  };

  return (
    <>
      <AdminRecordList<AdminSchoolResponse, AdminUpdateSchoolRequest>
        noun="schools"
        searchLabel="Search schools by name, city or website"
        useList={useListSchoolsForAdminQuery}
        toolbar={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)} sx={{ flexShrink: 0 }}>
            New School
          </Button>
        }
        row={(school) => ({
          testId: `admin-school-${school.id}`,
          title: school.name,
          badge: school.isPremium && <Chip size="small" color="secondary" label="Premium" />,
          lines: [school.location, `${school.schoolType}${school.website ? ` · ${school.website}` : ''}`],
          isOn: school.isActive,
          viewHref: paths.school.href(school.slug),
        })}
        status={{
          onLabel: 'Live',
          set: (school, isActive) => toggle({ id: school.id, toggleSchoolStatusRequest: { isActive } }).unwrap(),
          updatedText: 'School status has been updated.',
          // A premium school is a paying customer: hiding it takes away what they pay for, so it is never one click.
          confirm: (school, isActive) =>
            school.isPremium && !isActive
              ? {
                  title: `Hide ${school.name}?`,
                  description: `${school.name} is a paying premium listing. Hiding it removes it from the directory and takes its public page down; the subscription keeps running and the school is still billed. You can make it live again at any time.`,
                  confirmLabel: 'Hide School',
                }
              : null,
        }}
        archive={{
          archivedAt: (school) => school.archivedAt,
          archive: (school) => archive({ id: school.id }).unwrap(),
          restore: (school) => restore({ id: school.id }).unwrap(),
          archivedText: 'The school is hidden from the public and kept for history.',
          restoredText: 'The school is back as a draft; make it live when ready.',
          confirm: (school) => ({
            title: `Archive ${school.name}?`,
            description: `${school.name} leaves the directory and its public page at once, and is kept for history.${
              school.isPremium
                ? ' It is a paying premium listing: its subscription keeps running until it is cancelled.'
                : ''
            } You can restore it later as a draft.`,
            confirmLabel: 'Archive School',
          }),
        }}
        edit={{
          title: (school) => <>Edit {school?.name}</>,
          form: (school, save, cancel) => (
            <SchoolEditor
              school={school}
              // The Live switch sets the status; the edit body carries the listing's fields only.
              onSave={({ isActive: _status, ...body }) => save(body)}
              onCancel={cancel}
            />
          ),
          save: (school, body) => update({ id: school.id, adminUpdateSchoolRequest: body }).unwrap(),
          savedToast: { title: 'School Updated', description: 'The school information has been saved.' },
        }}
      />
      <Dialog open={creating} onClose={() => setCreating(false)} maxWidth="md" fullWidth>
        <DialogTitle>New School</DialogTitle>
        <DialogContent dividers>
          {creating && <SchoolEditor school={null} onSave={createSchool} onCancel={() => setCreating(false)} />}
        </DialogContent>
      </Dialog>
    </>
  );
}
