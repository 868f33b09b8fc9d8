import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Grid, MenuItem, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import type { NeighborhoodResponse } from '@/shared/api';
import type { NeighborhoodProfileRequest } from '@/shared/api/signed-in';
import { FormTextField } from '@/shared/ui';
import {
  LETTER_GRADES,
  NEIGHBORHOOD_SECTIONS,
  neighborhoodEditorSchema,
  toNeighborhoodEditorValues,
  toNeighborhoodRequest,
  type NeighborhoodEditorValues,
  type NeighborhoodFieldSpec,
} from '../model/neighborhood-editor';

type Field = keyof NeighborhoodEditorValues;

function serverFieldErrors(error: unknown): [Field, string][] {
  const errors = (error as { data?: { errors?: Record<string, string[]> } } | undefined)?.data?.errors ?? {};
  return Object.entries(errors).flatMap(([field, messages]) =>
    messages?.length ? [[field as Field, messages[0]] as [Field, string]] : [],
  );
}

export interface NeighborhoodEditorProps {
  neighborhood: NeighborhoodResponse | null;
  onSave: (body: NeighborhoodProfileRequest) => Promise<unknown>;
  onCancel: () => void;
}

/** Every field of a neighborhood guide (docs/product.md "Records"); the school count is live, so it is shown, not edited. */
export function NeighborhoodEditor({ neighborhood, onSave, onCancel }: NeighborhoodEditorProps) {
  const idPrefix = `neighborhood-editor-${neighborhood?.id ?? 'new'}`;
  const { control, handleSubmit, setError, formState } = useForm<NeighborhoodEditorValues>({
    resolver: zodResolver(neighborhoodEditorSchema) as never,
    defaultValues: toNeighborhoodEditorValues(neighborhood),
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await onSave(toNeighborhoodRequest(values));
    } catch (error) {
      for (const [field, message] of serverFieldErrors(error)) setError(field, { type: 'server', message });
    }
  });

  const input = (spec: NeighborhoodFieldSpec) => {
    const common = {
      control,
      name: spec.name,
      id: `${idPrefix}-${spec.name}`,
      label: spec.label,
      helperText: spec.help,
    };
    switch (spec.kind) {
      case 'grade':
        return (
          <FormTextField {...common} select>
            <MenuItem value="">Not rated</MenuItem>
            {LETTER_GRADES.map((grade) => (
              <MenuItem key={grade} value={grade}>
                {grade}
              </MenuItem>
            ))}
          </FormTextField>
        );
      case 'number':
        return <FormTextField {...common} inputMode="decimal" />;
      case 'list':
        return <FormTextField {...common} multiline minRows={2} />;
      default:
        return (
          <FormTextField
            {...common}
            required={spec.required}
            multiline={spec.multiline}
            minRows={spec.multiline ? 3 : undefined}
          />
        );
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={neighborhood ? `Edit ${neighborhood.name}` : 'New neighborhood'}
    >
      {neighborhood && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {neighborhood.schoolCount} active {neighborhood.schoolCount === 1 ? 'school' : 'schools'} (counted live from
          the directory; set a school&apos;s neighborhood in its editor)
        </Typography>
      )}
      <Grid container spacing={2}>
        {NEIGHBORHOOD_SECTIONS.map((section) => (
          <Grid key={section.title} size={{ xs: 12 }} container spacing={2}>
            <Grid size={{ xs: 12 }}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mt: 1 }}>
                {section.title}
              </Typography>
            </Grid>
            {section.fields.map((spec) => (
              <Grid
                key={spec.name}
                size={{ xs: 12, sm: spec.kind === 'list' || (spec.kind === 'text' && spec.max > 100) ? 12 : 6 }}
              >
                {input(spec)}
              </Grid>
            ))}
          </Grid>
        ))}
      </Grid>
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end', mt: 3 }}>
        <Button onClick={onCancel} disabled={formState.isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving...' : neighborhood ? 'Save Changes' : 'Create Neighborhood'}
        </Button>
      </Box>
    </Box>
  );
}
