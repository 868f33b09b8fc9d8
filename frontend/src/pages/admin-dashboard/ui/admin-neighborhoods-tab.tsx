import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button, Card, CardContent, Dialog, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { errorText, useListNeighborhoodsQuery, type NeighborhoodResponse } from '@/shared/api';
import {
  useCreateNeighborhoodAsAdminMutation,
  useUpdateNeighborhoodAsAdminMutation,
  type NeighborhoodProfileRequest,
} from '@/shared/api/signed-in';
import { paths } from '@/shared/config';
import { useToast } from '@/shared/ui';
import { ListState } from './list-controls';
import { NeighborhoodEditor } from './neighborhood-editor';

/** Neighborhoods tab (issue 16): every guide with its live school count; New Neighborhood and Edit. */
export function AdminNeighborhoodsTab() {
  const { toast } = useToast();
  const { data = [], isLoading, isError, isFetching } = useListNeighborhoodsQuery();
  const [create] = useCreateNeighborhoodAsAdminMutation();
  const [update] = useUpdateNeighborhoodAsAdminMutation();
  // null: closed; 'new': the New Neighborhood form; otherwise the guide being edited.
  const [editing, setEditing] = useState<NeighborhoodResponse | 'new' | null>(null);

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
                <Typography variant="h6" component="h3">
                  {neighborhood.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {neighborhood.city} · {neighborhood.schoolCount} active{' '}
                  {neighborhood.schoolCount === 1 ? 'school' : 'schools'}
                </Typography>
              </Stack>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
                <Button
                  size="small"
                  startIcon={<EditIcon />}
                  onClick={() => setEditing(neighborhood)}
                  aria-label={`Edit ${neighborhood.name}`}
                >
                  Edit
                </Button>
                <Button
                  size="small"
                  startIcon={<OpenInNewIcon />}
                  href={paths.neighborhood.href(neighborhood.name)}
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
