import AddIcon from '@mui/icons-material/Add';
import ArchiveIcon from '@mui/icons-material/Archive';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import { Button, Card, CardContent, Chip, Dialog, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { errorText, type NeighborhoodResponse } from '@/shared/api';
import {
  useArchiveNeighborhoodAsAdminMutation,
  useCreateNeighborhoodAsAdminMutation,
  useDeleteNeighborhoodAsAdminMutation,
  useListNeighborhoodsForAdminQuery,
  useRestoreNeighborhoodAsAdminMutation,
  useUpdateNeighborhoodAsAdminMutation,
  type NeighborhoodProfileRequest,
} from '@/shared/api/signed-in';
import { paths } from '@/shared/config';
import { useToast } from '@/shared/ui';
import { ConfirmDialog, type Confirmation } from './confirm-dialog';
import { ListState } from './list-controls';
import { NeighborhoodEditor } from './neighborhood-editor';

/**
 * Neighborhoods tab (issues 16, 36): every guide, archived ones too, with its live school count; New
 * Neighborhood, Edit, Archive (hidden from families) / Restore, and Delete for a guide no school is in.
 */
export function AdminNeighborhoodsTab() {
  const { toast } = useToast();
  const { data = [], isLoading, isError, isFetching } = useListNeighborhoodsForAdminQuery();
  const [create] = useCreateNeighborhoodAsAdminMutation();
  const [update] = useUpdateNeighborhoodAsAdminMutation();
  const [archive] = useArchiveNeighborhoodAsAdminMutation();
  const [restore] = useRestoreNeighborhoodAsAdminMutation();
  const [remove] = useDeleteNeighborhoodAsAdminMutation();
  // null: closed; 'new': the New Neighborhood form; otherwise the guide being edited.
  const [editing, setEditing] = useState<NeighborhoodResponse | 'new' | null>(null);
  const [confirming, setConfirming] = useState<Confirmation | null>(null);

  const act = (run: () => Promise<unknown>, title: string, description: string) =>
    run().then(
      () => toast({ title, description }),
      (error: unknown) =>
        toast({ title: 'Update Failed', description: errorText(error, 'Please try again.'), variant: 'destructive' }),
    );

  const save = async (body: NeighborhoodProfileRequest) => {
    try {
      if (editing === 'new') {
        await create({ neighborhoodProfileRequest: body }).unwrap();
        toast({ title: 'Neighborhood Created', description: `${body.name} has its own page now.` });
      } else if (editing) {
        await update({ id: editing.id, neighborhoodProfileRequest: body }).unwrap();
        toast({ title: 'Neighborhood Updated', description: 'The neighborhood guide has been saved.' });
      }
      setEditing(null);
    } catch (error) {
      toast({ title: 'Update Failed', description: errorText(error, 'Please try again.'), variant: 'destructive' });
      throw error;
    }
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          New Neighborhood
        </Button>
      </Stack>
      <ListState
        isLoading={isLoading}
        isError={isError}
        isEmpty={!isFetching && !data.length}
        search=""
        noun="neighborhoods"
        emptyText="No neighborhoods available"
      />
      {data.map((neighborhood) => (
        <Card key={neighborhood.id} variant="outlined" data-testid={`admin-neighborhood-${neighborhood.id}`}>
          <CardContent>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
              <Stack spacing={0.5}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Typography variant="h6" component="h3">
                    {neighborhood.name}
                  </Typography>
                  {neighborhood.archivedAt && <Chip size="small" variant="outlined" label="Archived" />}
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {neighborhood.city} · {neighborhood.schoolCount} active{' '}
                  {neighborhood.schoolCount === 1 ? 'school' : 'schools'}
                </Typography>
              </Stack>
              <Stack
                direction="row"
                spacing={1}
                useFlexGap
                sx={{ alignItems: 'center', flexShrink: 0, flexWrap: 'wrap' }}
              >
                <Button
                  size="small"
                  startIcon={<EditIcon />}
                  onClick={() => setEditing(neighborhood)}
                  aria-label={`Edit ${neighborhood.name}`}
                >
                  Edit
                </Button>
                {neighborhood.archivedAt ? (
                  <Button
                    size="small"
                    startIcon={<UnarchiveIcon />}
                    aria-label={`Restore ${neighborhood.name}`}
                    onClick={() =>
                      void act(
                        () => restore({ id: neighborhood.id }).unwrap(),
                        'Restored',
                        `${neighborhood.name} is shown to families again.`,
                      )
                    }
                  >
                    Restore
                  </Button>
                ) : (
                  <Button
                    size="small"
                    startIcon={<ArchiveIcon />}
                    aria-label={`Archive ${neighborhood.name}`}
                    onClick={() =>
                      setConfirming({
                        title: `Archive ${neighborhood.name}?`,
                        description:
                          'Its page and its place in the neighborhood lists disappear for families at once. Its schools keep it, and you can restore it later.',
                        confirmLabel: 'Archive Neighborhood',
                        run: () =>
                          void act(
                            () => archive({ id: neighborhood.id }).unwrap(),
                            'Archived',
                            `${neighborhood.name} is hidden from families.`,
                          ),
                      })
                    }
                  >
                    Archive
                  </Button>
                )}
                <Button
                  size="small"
                  color="error"
                  startIcon={<DeleteIcon />}
                  aria-label={`Delete ${neighborhood.name}`}
                  onClick={() =>
                    setConfirming({
                      title: `Delete ${neighborhood.name}?`,
                      description:
                        'The guide is removed for good. This works only while no school is in the neighborhood.',
                      confirmLabel: 'Delete Neighborhood',
                      run: () =>
                        void act(
                          () => remove({ id: neighborhood.id }).unwrap(),
                          'Deleted',
                          `${neighborhood.name} was deleted.`,
                        ),
                    })
                  }
                >
                  Delete
                </Button>
                {!neighborhood.archivedAt && (
                  <Button
                    size="small"
                    startIcon={<OpenInNewIcon />}
                    href={paths.neighborhood.href(neighborhood.name)}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    View
                  </Button>
                )}
              </Stack>
            </Stack>
          </CardContent>
        </Card>
      ))}
      <ConfirmDialog confirmation={confirming} onClose={() => setConfirming(null)} />
      <Dialog open={!!editing} onClose={() => setEditing(null)} maxWidth="md" fullWidth>
        <DialogTitle>{editing === 'new' ? 'New Neighborhood' : `Edit ${editing?.name ?? ''}`}</DialogTitle>
        <DialogContent dividers>
          {editing && (
            <NeighborhoodEditor
              neighborhood={editing === 'new' ? null : editing}
              onSave={save}
              onCancel={() => setEditing(null)}
            />
          )}
        </DialogContent>
      </Dialog>
    </Stack>
  );
}
