import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { InputField, SelectField } from './plain-fields';

function Fields() {
  const [text, setText] = useState('');
  const [radius, setRadius] = useState('');
  return (
    <>
      <InputField id="zip" name="zipCode" label="ZIP code" value={text} onChange={setText} helperText="Five digits" />
      <SelectField
        id="radius"
        name="radius"
        label="Radius"
        value={radius}
        onChange={setRadius}
        form="elsewhere"
        options={[
          { value: '', label: 'Any distance' },
          { value: '5', label: 'Within 5 miles' },
        ]}
      />
      <output>{`${text}|${radius}`}</output>
    </>
  );
}

describe('plain fields', () => {
  it('labels the text box, describes it with its helper text and hands up what is typed', async () => {
    render(<Fields />);
    const box = screen.getByLabelText('ZIP code');
    expect(box.getAttribute('name')).toBe('zipCode');
    expect(box.getAttribute('aria-describedby')).toBe('zip-helper-text');
    expect(screen.getByText('Five digits').id).toBe('zip-helper-text');
    await userEvent.type(box, '89117');
    expect(screen.getByRole('status').textContent).toBe('89117|');
  });

  it('is the browser’s own select, named for a plain GET form, and hands up the chosen value', async () => {
    render(<Fields />);
    const select = screen.getByRole('combobox', { name: 'Radius' });
    expect(select.tagName).toBe('SELECT');
    expect(select.getAttribute('name')).toBe('radius');
    // Sent with a form it is not inside (the directory's sort, tied to the sidebar's form).
    expect(select.getAttribute('form')).toBe('elsewhere');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Any distance',
      'Within 5 miles',
    ]);
    await userEvent.selectOptions(select, 'Within 5 miles');
    expect(screen.getByRole('status').textContent).toBe('|5');
  });

  it('takes no more characters than its maxLength', async () => {
    function Limited() {
      const [text, setText] = useState('');
      return <InputField id="place" label="Place" value={text} onChange={setText} maxLength={5} />;
    }
    render(<Limited />);
    const box = screen.getByLabelText('Place');
    expect(box).toHaveAttribute('maxlength', '5');
    await userEvent.type(box, 'Henderson');
    expect(box).toHaveValue('Hende');
  });
});
