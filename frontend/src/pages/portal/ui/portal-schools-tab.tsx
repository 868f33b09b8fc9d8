import { Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { SchoolEditForm } from '@/features/school-edit-form';
import { useUpdatePortalSchoolMutation, type PortalSchoolLinkResponse } from '@/shared/api';
import { useToast } from '@/shared/ui';

export const UPDATE_FAILED = 'Failed to update school information. Please try again.';

/** Schools tab: pick one of the user's schools (first preselected) and edit it; applied at once. */
export function PortalSchoolsTab({
  links,
  onUnauthorized,
}: {
  links: PortalSchoolLinkResponse[];
  onUnauthorized: (description: string) => void;
}) {
  const { toast } = useToast();
  const [selectedId, setSelectedId] = useState(links[0].schoolId);
  const [updateSchool] = useUpdatePortalSchoolMutation();
  const selected = links.find((link) => link.schoolId === selectedId) ?? links[0];

  const save = async (body: Parameters<typeof updateSchool>[0]['updatePortalSchoolRequest']) => {
    try {
      await updateSchool({ id: selected.schoolId, updatePortalSchoolRequest: body }).unwrap();
      toast({ title: 'Success!', description: 'School information updated successfully.' });
    } catch (error) {
      if ((error as { status?: unknown }).status === 401) onUnauthorized('Please log in again to continue.');
      else toast({ title: 'Error', description: UPDATE_FAILED, variant: 'destructive' });
      throw error;
    }
  };

  return (
    <Stack spacing={3}>
      {links.length > 1 && (
        <TextField
          select
          label="Select School"
          value={selected.schoolId}
          onChange={(event) => setSelectedId(Number(event.target.value))}
          sx={{ maxWidth: 420 }}
        >
          {links.map((link) => (
            <MenuItem key={link.schoolId} value={link.schoolId}>
              {link.school.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h5" component="h2" gutterBottom>
            Edit School Information
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Changes to {selected.school.name} are published as soon as you save them.
          </Typography>
          <SchoolEditForm school={selected.school} onSave={save} />
        </CardContent>
      </Card>
    </Stack>
  );
}
