import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState, type ChangeEvent } from 'react';
import { errorText } from '@/shared/api';
import {
  useImportSchoolsCsvMutation,
  type CatalogueImportResponse,
  type CatalogueImportUpload,
} from '@/shared/api/signed-in';
import { ACTION_LABEL, reportHeadline, rowDetails } from '../model/import-report';
import { AdminPlacesCard } from './admin-places-card';
import { CostSchedulesCsvCard } from './cost-schedules-csv-card';
import { ScholarshipRulesCard } from './scholarship-rules-card';

const EXPORT_URL = '/api/admin/catalogue/export';
const MAX_BYTES = 25 * 1024 * 1024;
const CHIP_COLOR = {
  create: 'success',
  update: 'info',
  unchanged: 'default',
  refuse: 'error',
  skip: 'default',
} as const;

/**
 * The Data tab: the school catalogue as CSV. Export downloads every school;
 * import first runs a dry run (a per-row report), then applies the same file
 * in one transaction (docs/catalogue-import.md).
 */
export function AdminDataTab() {
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<CatalogueImportResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [importCsv, { isLoading }] = useImportSchoolsCsvMutation();

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    setReport(null);
    setError(chosen && chosen.size > MAX_BYTES ? 'The file is larger than 25 MB.' : null);
    setFile(chosen && chosen.size <= MAX_BYTES ? chosen : null);
  };

  const run = async (dryRun: boolean) => {
    if (!file) return;
    const form = new FormData();
    form.append('file', file);
    setError(null);
    try {
      setReport(await importCsv({ dryRun, catalogueImportUpload: form as unknown as CatalogueImportUpload }).unwrap());
    } catch (failure) {
      setError(errorText(failure, 'The import failed. Please try again.'));
    }
  };

  const headline = report ? reportHeadline(report) : null;
  const rows = report?.rows.filter((row) => row.action !== 'skip') ?? [];

  return (
    <Stack spacing={3}>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h3" component="h2" gutterBottom>
            Export schools
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Every school, live or draft, as a CSV file in the column layout the import reads back.
          </Typography>
          <Button variant="outlined" startIcon={<DownloadIcon />} href={EXPORT_URL} download="schools.csv">
            Download schools CSV
          </Button>
        </CardContent>
      </Card>

      <Card variant="outlined">
        <CardContent>
          <Typography variant="h3" component="h2" gutterBottom>
            Import schools
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            A CSV in the export&apos;s layout, or the NCES Private School Survey public-use file (its Las Vegas valley
            schools only). Check the file first: nothing is written until you apply it, and a file with a refused row is
            never applied in part. Fields an owner or admin edited by hand are kept.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
              Choose CSV file
              <input type="file" accept=".csv,text/csv" hidden onChange={choose} aria-label="CSV file" />
            </Button>
            <Typography sx={{ flexGrow: 1 }} color={file ? 'text.primary' : 'text.secondary'}>
              {file ? file.name : 'No file chosen'}
            </Typography>
            <Button variant="contained" disabled={!file || isLoading} onClick={() => void run(true)}>
              Check file (dry run)
            </Button>
            <Button
              variant="contained"
              color="success"
              disabled={!file || isLoading || !report || report.applied || report.summary.refuse > 0}
              onClick={() => void run(false)}
            >
              Apply import
            </Button>
          </Stack>
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
          {report && headline && (
            <Box sx={{ mt: 3 }} aria-label="Import report" role="region">
              <Alert severity={headline.severity} sx={{ mb: 2 }}>
                {headline.text}
              </Alert>
              {rows.length > 0 && (
                <TableContainer>
                  <Table size="small">
                    <TableHead>
                      <TableRow>
                        <TableCell>Line</TableCell>
                        <TableCell>School</TableCell>
                        <TableCell>Result</TableCell>
                        <TableCell>Details</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {rows.map((row) => (
                        <TableRow key={row.line} data-testid={`import-row-${row.line}`}>
                          <TableCell>{row.line}</TableCell>
                          <TableCell>
                            {row.name || <em>(no name)</em>}
                            {row.externalId && (
                              <Typography variant="body2" color="text.secondary">
                                {row.externalId}
                              </Typography>
                            )}
                          </TableCell>
                          <TableCell>
                            <Chip
                              size="small"
                              color={CHIP_COLOR[row.action]}
                              label={ACTION_LABEL[row.action][report.applied ? 'applied' : 'dryRun']}
                            />
                          </TableCell>
                          <TableCell>
                            {rowDetails(row).map((detail) => (
                              <Typography key={detail} variant="body2">
                                {detail}
                              </Typography>
                            ))}
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </TableContainer>
              )}
            </Box>
          )}
        </CardContent>
      </Card>

      <AdminPlacesCard />
      <ScholarshipRulesCard />
      <CostSchedulesCsvCard />
    </Stack>
  );
}
