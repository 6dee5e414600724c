import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseLanguage } from '../../i18n/switch-language';
import { PlainField } from './PlainField';
import { usePlainForm } from './use-plain-form';

interface Values {
  password: string;
  confirm: string;
}

/** A new password and its confirmation, checked as they change, the confirmation again with the password. */
function PasswordPair() {
  const form = usePlainForm<Values>({
    name: 'pair',
    fields: ['password', 'confirm'],
    checks: {
      password: (value) => (value ? null : 'Password is required'),
      confirm: (value, values) => (value === values.password ? null : "Passwords don't match"),
    },
    checkedOnChange: ['password', 'confirm'],
    dependents: { password: ['confirm'] },
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (form.validate()) form.reset();
      }}
    >
      {form.announcer}
      <PlainField id={form.id('password')} label="Password" error={form.errors.password}>
        <input {...form.bind('password')} />
      </PlainField>
      <PlainField id={form.id('confirm')} label="Confirm" error={form.errors.confirm}>
        <input {...form.bind('confirm')} />
      </PlainField>
      <button type="submit">Save</button>
    </form>
  );
}

afterEach(async () => {
  await act(() => chooseLanguage('en'));
});

describe('usePlainForm', () => {
  it('checks the confirmation again as the password it must match is edited', async () => {
    const u = userEvent.setup({ delay: null });
    render(<PasswordPair />);
    await u.type(screen.getByLabelText('Password'), 'Kodachrome');
    expect(screen.queryByText("Passwords don't match")).not.toBeInTheDocument();

    await u.type(screen.getByLabelText('Confirm'), 'Kodachrom');
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    await u.type(screen.getByLabelText('Password'), '{Backspace}');
    expect(screen.queryByText("Passwords don't match")).not.toBeInTheDocument();
    await u.type(screen.getByLabelText('Password'), 'e');
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
  });

  it('empties the fields and their messages after a successful submit', async () => {
    const u = userEvent.setup({ delay: null });
    render(<PasswordPair />);
    await u.type(screen.getByLabelText('Password'), 'Velvia');
    await u.type(screen.getByLabelText('Confirm'), 'Velvia');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm')).toHaveValue('');
    expect(screen.queryByRole('alert')).toBeEmptyDOMElement();
  });

  it('reads the errors out in Kannada, from the member pages’ texts, and focuses the first field in error', async () => {
    await act(() => chooseLanguage('kn'));
    const u = userEvent.setup({ delay: null });
    render(<PasswordPair />);
    await u.type(screen.getByLabelText('Confirm'), 'x');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      "ದಯವಿಟ್ಟು ನಮೂನೆಯನ್ನು ಸರಿಪಡಿಸಿ: Password is required Passwords don't match",
    );
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });
});
