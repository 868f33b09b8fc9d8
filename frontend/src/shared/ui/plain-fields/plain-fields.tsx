/**
 * Labelled outlined fields for the server-rendered public pages, built from MUI's parts instead of
 * `TextField`: `TextField` imports `Select` (with Menu, Popover, MenuList and Grow) and the filled and
 * standard inputs whatever it renders, about 12 KB gzip of script a directory visitor's phone fetched
 * and ran before it could use the page. The select is the browser's own (a phone shows its picker);
 * it works in a plain GET form before the page's script has run.
 */
import {
  FormControl,
  FormHelperText,
  InputAdornment,
  InputLabel,
  NativeSelect,
  OutlinedInput,
  type SxProps,
  type Theme,
} from '@mui/material';
import type { ChangeEvent, HTMLAttributes, ReactNode } from 'react';

interface FieldFrame {
  /** The input's id: its label and helper text refer to it. */
  id: string;
  label: string;
  name?: string;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  helperText?: ReactNode;
  sx?: SxProps<Theme>;
  /** The id of the form the input belongs to when it sits outside it (the HTML `form` attribute). */
  form?: string;
}

/** The outlined frame: the label above or inside the input, the input, and the helper text under it. */
function Frame({
  id,
  label,
  size,
  fullWidth,
  helperText,
  sx,
  labelAbove,
  children,
}: Omit<FieldFrame, 'name' | 'form'> & {
  labelAbove?: boolean;
  children: (helperId: string | undefined) => ReactNode;
}) {
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl size={size} fullWidth={fullWidth} sx={sx}>
      <InputLabel htmlFor={id} shrink={labelAbove || undefined}>
        {label}
      </InputLabel>
      {children(helperId)}
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}

export interface InputFieldProps extends FieldFrame {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** An icon shown before the text. */
  startIcon?: ReactNode;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  /** The most characters the box takes (the server's own limit, so a search is never refused for its length). */
  maxLength?: number;
  /** The id of a `<datalist>` of suggestions. */
  list?: string;
}

/** A one-line outlined text box with a floating label (what `<TextField>` renders). */
export function InputField({
  name,
  form,
  value,
  onChange,
  placeholder,
  startIcon,
  inputMode,
  autoComplete,
  maxLength,
  list,
  ...frame
}: InputFieldProps) {
  return (
    <Frame {...frame}>
      {(helperId) => (
        <OutlinedInput
          id={frame.id}
          name={name}
          label={frame.label}
          value={value}
          placeholder={placeholder}
          autoComplete={autoComplete}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
          startAdornment={startIcon ? <InputAdornment position="start">{startIcon}</InputAdornment> : undefined}
          inputProps={{ inputMode, form, maxLength, list, 'aria-describedby': helperId }}
        />
      )}
    </Frame>
  );
}

export interface SelectFieldProps extends FieldFrame {
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
}

/** The browser's own select in an outlined frame with a label that stays above it. */
export function SelectField({ name, form, value, onChange, options, ...frame }: SelectFieldProps) {
  return (
    <Frame {...frame} labelAbove>
      {(helperId) => (
        <NativeSelect
          id={frame.id}
          name={name}
          value={value}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
          input={<OutlinedInput label={frame.label} notched />}
          inputProps={{ form, 'aria-describedby': helperId }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </Frame>
  );
}
