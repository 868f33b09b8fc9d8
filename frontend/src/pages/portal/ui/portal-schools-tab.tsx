import { Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { SchoolEditForm } from '@/features/school-edit-form';
import { useUpdatePortalSchoolMutation, type PortalSchoolLinkResponse } from '@/shared/api/signed-in';
import { useToast } from '@/shared/ui';

export const UPDATE_FAILED = 'Failed to update school information. Please try again.';

/** The saved toast: the texts of docs/product.md "Edits and moderation", with the review line only when something waits for an admin. */
export function portalSavedText(reviewedFields: readonly string[]): string {
  const saved = 'School information updated successfully.';
  return reviewedFields.length ? `${saved} Some changes are waiting for review.` : saved;
}

/**
 * Schools tab: pick one of the user's schools (first preselected) and edit it.
 * Facts go live at once, the marked fields after an admin's review (docs/product.md "Edits and moderation").
 */
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
      const outcome = await updateSchool({ id: selected.schoolId, updatePortalSchoolRequest: body }).unwrap();
      toast({ title: 'Success!', description: portalSavedText(outcome.reviewedFields) });
      return outcome;
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
            The profile of {selected.school.name}, the same one your school dashboard&apos;s Profile tab edits.
          </Typography>
          <SchoolEditForm school={selected.school} onSave={save} />
        </CardContent>
      </Card>
    </Stack>
  );
}
