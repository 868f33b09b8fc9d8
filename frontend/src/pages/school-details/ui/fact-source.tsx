import BarChartIcon from '@mui/icons-material/BarChart';
import { Box, Typography } from '@mui/material';
import type { FactProvenanceResponse, SchoolProfileFiguresResponse } from '@/shared/api';
import { BlockCard } from './premium-blocks';

/**
 * Where a fact comes from, in small secondary text beside it (issue 44): 'From the school, Nov 3, 2026',
 * 'Directory team, …' or 'NCES Private School Survey 2021-22', and the server's note when it is older than
 * two school years. The wording is the server's (directory's fact-provenance.ts).
 */
export function FactSource({ provenance, testId }: { provenance: FactProvenanceResponse | null; testId?: string }) {
  if (!provenance) return null;
  return (
    <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5, mb: 0 }} data-testid={testId}>
      {provenance.label}
      {provenance.note && <> · {provenance.note}</>}
    </Typography>
  );
}

const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

const RACE_LABELS = [
  ['white', 'White'],
  ['hispanicOrLatino', 'Hispanic or Latino'],
  ['asian', 'Asian'],
  ['black', 'Black'],
  ['twoOrMoreRaces', 'Two or more races'],
  ['nativeHawaiianOrPacificIslander', 'Native Hawaiian or Pacific Islander'],
  ['americanIndianOrAlaskaNative', 'American Indian or Alaska Native'],
] as const;

function Figure({
  label,
  school,
  survey,
  surveyLabel,
  testId,
}: {
  label: string;
  school: SchoolProfileFiguresResponse['schoolEnrollment'];
  survey: number | null;
  surveyLabel: string | null;
  testId: string;
}) {
  if (!school && survey === null) return null;
  const schoolPart = school ? `${NUMBER.format(school.value)} (${lowerFirst(school.source.label)})` : null;
  const surveyPart = survey !== null ? `${NUMBER.format(survey)}${surveyLabel ? ` (${surveyLabel})` : ''}` : null;
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }} data-testid={testId}>
        <strong>{schoolPart ?? surveyPart}</strong>
        {schoolPart && surveyPart && (
          <Typography component="span" variant="body2" color="text.secondary">
            {' '}
            · {surveyPart}
          </Typography>
        )}
      </Typography>
    </Box>
  );
}

/** 'From the school, Nov 3, 2026' reads 'from the school, Nov 3, 2026' inside a figure's brackets. */
const lowerFirst = (text: string) => (text.startsWith('From ') ? `f${text.slice(1)}` : text);

/** The 'School profile' block: enrollment, teachers, ratio and make-up, from the survey and the school. */
export function SchoolProfileBlock({ profile }: { profile: SchoolProfileFiguresResponse | null }) {
  if (!profile) return null;
  const surveyLabel = profile.survey?.label ?? null;
  const race = profile.raceEthnicity;
  const shares = race
    ? RACE_LABELS.flatMap(([key, label]) => (race[key] === null ? [] : [`${label} ${NUMBER.format(race[key])}%`]))
    : [];
  return (
    <BlockCard id="school-profile-title" title="School profile" icon={<BarChartIcon />}>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5 }}
        data-testid="school-profile"
      >
        <Figure
          label="Enrollment"
          school={profile.schoolEnrollment}
          survey={profile.enrollment}
          surveyLabel={surveyLabel}
          testId="profile-enrollment"
        />
        <Figure
          label="Full-time-equivalent teachers"
          school={profile.schoolTeachersFte}
          survey={profile.teachersFte}
          surveyLabel={surveyLabel}
          testId="profile-teachers"
        />
        {profile.studentTeacherRatio !== null && (
          <Box>
            <Typography component="dt" variant="body2" color="text.secondary">
              Students per teacher
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 700 }} data-testid="profile-ratio">
              {NUMBER.format(profile.studentTeacherRatio)} to 1
            </Typography>
          </Box>
        )}
        {shares.length > 0 && (
          <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              Students by race and ethnicity
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {shares.join(' · ')}
            </Typography>
          </Box>
        )}
      </Box>
      <FactSource provenance={profile.survey} testId="profile-source" />
    </BlockCard>
  );
}
