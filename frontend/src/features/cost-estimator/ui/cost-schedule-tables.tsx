import {
  Alert,
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { formatDeadline, todayInLasVegas } from '@/entities/school';
import type { CostScheduleResponse } from '@/shared/api';
import { bandName, dollars, feesPerChild } from '../model/estimate';
import { AID_PROVIDER_LABELS, PAYMENT_PLAN_LABELS, discountText, feeLabel, isStale } from '../model/schedule-words';

function Heading({ children }: { children: string }) {
  return (
    <Typography variant="h6" component="h3" sx={{ fontWeight: 700, mt: 3, mb: 1 }}>
      {children}
    </Typography>
  );
}

/**
 * A school's published cost schedule as tables and lists: plain HTML the server renders, readable
 * without JavaScript (issue 40 "What families see").
 */
export function CostScheduleTables({ schedule }: { schedule: CostScheduleResponse }) {
  const fees = feesPerChild(schedule.fees);
  const today = todayInLasVegas();
  const aid = schedule.assistance;
  const second = discountText(schedule.secondChildDiscount);
  const third = discountText(schedule.thirdChildDiscount);
  return (
    <Box data-testid="cost-schedule">
      <Typography variant="body2" color="text.secondary">
        Tuition for the {schedule.schoolYear} school year. Fees are per child.
      </Typography>
      <TableContainer>
        <Table size="small" aria-label={`Tuition by grade, ${schedule.schoolYear}`}>
          <TableHead>
            <TableRow>
              <TableCell component="th">Grades</TableCell>
              <TableCell component="th" align="right">
                Annual tuition
              </TableCell>
              <TableCell component="th" align="right">
                First-year cost
              </TableCell>
              <TableCell component="th" align="right">
                Annual cost
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {schedule.tuitionBands.map((band) => (
              <TableRow key={band.fromGrade}>
                <TableCell component="th" scope="row">
                  {bandName(band)}
                </TableCell>
                <TableCell align="right">{dollars(band.annualTuition)}</TableCell>
                <TableCell align="right">{dollars(band.annualTuition + fees.firstYear)}</TableCell>
                <TableCell align="right">{dollars(band.annualTuition + fees.yearly)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="caption" color="text.secondary">
        First-year cost: tuition plus every fee; annual cost: tuition plus the yearly fees.
      </Typography>

      {schedule.fees.length > 0 && (
        <>
          <Heading>Fees</Heading>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {schedule.fees.map((fee, index) => (
              <li key={index}>
                {feeLabel(fee)}: {dollars(fee.amount)} {fee.frequency === 'one_time' ? 'once' : 'each year'}
              </li>
            ))}
          </Box>
        </>
      )}

      <Heading>Sibling discounts</Heading>
      {second || third ? (
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {second && <li>Second child: {second}</li>}
          {third && <li>Third child and more: {third}</li>}
        </Box>
      ) : (
        <Typography variant="body2">No sibling discount published.</Typography>
      )}

      <Heading>Payment plans</Heading>
      <Typography variant="body2">
        {schedule.paymentPlans.length
          ? schedule.paymentPlans.map((plan) => PAYMENT_PLAN_LABELS[plan] ?? plan).join(', ')
          : 'No payment plans published.'}
      </Typography>

      <Heading>Tuition assistance</Heading>
      {aid ? (
        <Box component="ul" sx={{ m: 0, pl: 3 }} data-testid="tuition-assistance">
          <li>Apply through {AID_PROVIDER_LABELS[aid.provider] ?? aid.provider}.</li>
          {(aid.opensOn || aid.closesOn) && (
            <li>
              Application window: {aid.opensOn ? `opens ${formatDeadline(aid.opensOn)}` : ''}
              {aid.opensOn && aid.closesOn ? ', ' : ''}
              {aid.closesOn ? `closes ${formatDeadline(aid.closesOn)}` : ''}.
            </li>
          )}
          {aid.applicationFee !== null && (
            <li>
              Application fee: {dollars(aid.applicationFee)}
              {aid.feeWaiver ? ' (a waiver is available)' : ''}.
            </li>
          )}
          {aid.percentReceivingAid !== null && <li>{aid.percentReceivingAid}% of families receive aid.</li>}
          {aid.medianAward !== null && <li>Median award: {dollars(aid.medianAward)}.</li>}
        </Box>
      ) : (
        <Typography variant="body2">The school publishes no tuition assistance of its own.</Typography>
      )}

      {isStale(schedule.confirmedOn, today) ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          Last confirmed {formatDeadline(schedule.confirmedOn)}: check with the school.
        </Alert>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} data-testid="cost-confirmed">
          Last confirmed {formatDeadline(schedule.confirmedOn)} by{' '}
          {schedule.confirmedBy === 'owner' ? 'the school' : 'the site team'}.
        </Typography>
      )}
    </Box>
  );
}
