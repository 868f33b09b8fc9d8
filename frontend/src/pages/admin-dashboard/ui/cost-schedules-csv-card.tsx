import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState, type ChangeEvent } from 'react';
import { errorText, fieldErrorsOf } from '@/shared/api';
import {
  useImportCostSchedulesCsvMutation,
  type CostSchedulesImportResponse,
  type CostSchedulesImportUpload,
} from '@/shared/api/signed-in';

const EXPORT_URL = '/api/admin/cost-schedules/export';
const MAX_BYTES = 5 * 1024 * 1024;

/**
 * The Data tab's cost schedules as CSV (issue 40, docs/decisions/cost-schedule.md): one row per school keyed by
 * its slug, costs' own file beside the schools CSV. Check first (a dry run), then apply in one go; a file with a
 * bad row is refused whole, naming each line and column.
 */
export function CostSchedulesCsvCard() {
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<CostSchedulesImportResponse | null>(null);
  const [error, setError] = useState<{ text: string; rows: [string, string][] } | null>(null);
  const [importCsv, { isLoading }] = useImportCostSchedulesCsvMutation();

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    setReport(null);
    setError(chosen && chosen.size > MAX_BYTES ? { text: 'The file is larger than 5 MB.', rows: [] } : null);
    setFile(chosen && chosen.size <= MAX_BYTES ? chosen : null);
  };

  const run = async (dryRun: boolean) => {
    if (!file) return;
    const form = new FormData();
    form.append('file', file);
    setError(null);
    try {
      setReport(
        await importCsv({ dryRun, costSchedulesImportUpload: form as unknown as CostSchedulesImportUpload }).unwrap(),
      );
    } catch (failure) {
      setReport(null);
      const fields = Object.entries(fieldErrorsOf(failure) ?? {});
      const fileText = fields.find(([key]) => key === 'file')?.[1];
      setError({
        text: fileText ?? errorText(failure, 'The import failed. Please try again.'),
        rows: fields.filter(([key]) => key !== 'file'),
      });
    }
  };

  const summary = report?.summary;
  return (
    <Card variant="outlined" component="section" aria-labelledby="cost-csv-title">
      <CardContent>
        <Typography id="cost-csv-title" variant="h3" component="h2" gutterBottom>
          Cost schedules (CSV)
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Each school&apos;s tuition by grade, fees, sibling discounts, payment plans and tuition assistance, one school
          a row keyed by its slug. Download the file, fill in or correct rows, and import it: a row left empty changes
          nothing, a changed row is published as confirmed by the site team today.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Button variant="outlined" startIcon={<DownloadIcon />} href={EXPORT_URL} download="cost-schedules.csv">
            Download cost schedules CSV
          </Button>
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
            Choose cost CSV
            <input type="file" accept=".csv,text/csv" hidden onChange={choose} aria-label="Cost schedules CSV file" />
          </Button>
          <Typography sx={{ flexGrow: 1 }} color={file ? 'text.primary' : 'text.secondary'}>
            {file ? file.name : 'No file chosen'}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
          <Button variant="contained" disabled={!file || isLoading} onClick={() => void run(true)}>
            Check cost file
          </Button>
          <Button
            variant="contained"
            color="success"
            disabled={!file || isLoading || !report || report.applied}
            onClick={() => void run(false)}
          >
            Import cost schedules
          </Button>
        </Stack>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="cost-csv-error">
            {error.text}
            {error.rows.length > 0 && (
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {error.rows.map(([where, message]) => (
                  <li key={where}>
                    {where}: {message}
                  </li>
                ))}
              </Box>
            )}
          </Alert>
        )}
        {report && summary && (
          <Alert severity={report.applied ? 'success' : 'info'} sx={{ mt: 2 }} data-testid="cost-csv-report">
            {report.applied ? 'Imported' : 'Checked, nothing written yet'}: {summary.create} new, {summary.update}{' '}
            changed, {summary.unchanged} unchanged, {summary.skip} empty rows left as they are.
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
