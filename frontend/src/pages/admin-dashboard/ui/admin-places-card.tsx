import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { errorText } from '@/shared/api';
import {
  useAddValleyPlaceMutation,
  useListValleyPlacesAsAdminQuery,
  useRemoveValleyPlaceMutation,
} from '@/shared/api/signed-in';

/** The field errors of a refused place (`errors: {field: [message]}`). */
function fieldErrors(failure: unknown): Record<string, string> {
  const errors = (failure as { data?: { errors?: Record<string, string[]> } } | undefined)?.data?.errors ?? {};
  return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages[0] ?? '']));
}

/**
 * The gazetteer in the Data tab (issue 35): the places families can search around by name, and a
 * form to add one with its centre (latitude and longitude inside the valley) or remove one. The
 * directory and its suggestions use a new place at once.
 */
export function AdminPlacesCard() {
  const { data, refetch } = useListValleyPlacesAsAdminQuery();
  const [addPlace, { isLoading: adding }] = useAddValleyPlaceMutation();
  const [removePlace] = useRemoveValleyPlaceMutation();
  const [name, setName] = useState('');
  const [latitude, setLatitude] = useState('');
  const [longitude, setLongitude] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setMessage(null);
    const body = {
      name,
      // An empty or non-numeric box is sent as it is, so the server names the field.
      latitude: latitude.trim() === '' || Number.isNaN(Number(latitude)) ? latitude : Number(latitude),
      longitude: longitude.trim() === '' || Number.isNaN(Number(longitude)) ? longitude : Number(longitude),
    } as { name: string; latitude: number; longitude: number };
    try {
      const place = await addPlace({ addValleyPlaceRequest: body }).unwrap();
      setName('');
      setLatitude('');
      setLongitude('');
      setMessage({ severity: 'success', text: `${place.name} added: families can search around it now.` });
      void refetch();
    } catch (failure) {
      setErrors(fieldErrors(failure));
      setMessage({ severity: 'error', text: errorText(failure, 'The place could not be added.') });
    }
  };

  const remove = async (id: number, placeName: string) => {
    setMessage(null);
    try {
      await removePlace({ id }).unwrap();
      setMessage({ severity: 'success', text: `${placeName} removed.` });
      void refetch();
    } catch (failure) {
      setMessage({ severity: 'error', text: errorText(failure, 'The place could not be removed.') });
    }
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h3" component="h2" gutterBottom>
          Places families can search
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Communities of the valley a family may type into a search (besides any valley ZIP code), each with its centre:
          the directory lists the schools nearest to it first. Add the names families use.
        </Typography>
        <Box component="form" onSubmit={submit} aria-label="Add a place" noValidate sx={{ mb: 2 }}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'flex-start' }}>
            <TextField
              label="Place name"
              size="small"
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={!!errors.name}
              helperText={errors.name}
              slotProps={{ htmlInput: { maxLength: 60 } }}
            />
            <TextField
              label="Latitude"
              size="small"
              value={latitude}
              onChange={(event) => setLatitude(event.target.value)}
              error={!!errors.latitude}
              helperText={errors.latitude ?? 'e.g. 36.312'}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <TextField
              label="Longitude"
              size="small"
              value={longitude}
              onChange={(event) => setLongitude(event.target.value)}
              error={!!errors.longitude}
              helperText={errors.longitude ?? 'e.g. -115.304'}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <Button type="submit" variant="contained" disabled={adding}>
              Add place
            </Button>
          </Stack>
        </Box>
        {message && (
          <Alert severity={message.severity} role={message.severity === 'error' ? 'alert' : 'status'} sx={{ mb: 2 }}>
            {message.text}
          </Alert>
        )}
        <TableContainer sx={{ maxHeight: 360 }}>
          <Table size="small" stickyHeader aria-label="Places families can search">
            <TableHead>
              <TableRow>
                <TableCell>Place</TableCell>
                <TableCell>Latitude</TableCell>
                <TableCell>Longitude</TableCell>
                <TableCell align="right">Remove</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(data?.places ?? []).map((place) => (
                <TableRow key={place.id}>
                  <TableCell>{place.name}</TableCell>
                  <TableCell>{place.lat}</TableCell>
                  <TableCell>{place.lng}</TableCell>
                  <TableCell align="right">
                    <IconButton aria-label={`Remove ${place.name}`} onClick={() => void remove(place.id, place.name)}>
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </CardContent>
    </Card>
  );
}
