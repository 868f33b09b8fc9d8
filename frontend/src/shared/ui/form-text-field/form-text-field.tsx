import { TextField, type TextFieldProps } from '@mui/material';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormTextFieldProps<Values extends FieldValues, Transformed = Values> = Omit<TextFieldProps, 'name'> & {
  name: FieldPath<Values>;
  control: Control<Values, unknown, Transformed>;
};

/**
 * A full-width MUI text field bound to a react-hook-form field: the field's
 * error message replaces the helper text while the value is invalid.
 */
export function FormTextField<Values extends FieldValues, Transformed = Values>({
  name,
  control,
  helperText,
  ...props
}: FormTextFieldProps<Values, Transformed>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, ...field }, fieldState }) => (
        <TextField
          fullWidth
          {...field}
          // The input itself, not the frame: react-hook-form focuses (and so scrolls to) the first invalid field.
          inputRef={ref}
          // A cleared optional field holds null: show it empty instead of switching to uncontrolled.
          value={field.value ?? ''}
          {...props}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
