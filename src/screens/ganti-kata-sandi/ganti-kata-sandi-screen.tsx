// ganti-kata-sandi (spec §2): current, new and confirmation with the spec §5 messages. Spec §8
// swallows change-password errors; a failure says what to do (issue #11: a wrong current password
// says so) and keeps the form; a 200 shows a neutral note and empties the form.
import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { Banner } from '../../components/banner';
import { PasswordField } from '../../components/fields';
import { TopBar } from '../../components/top-bar';
import { useForm } from '../../components/use-form';
import { useFlow } from '../../hooks/inspect';
import { changePasswordSchema } from '../../../kernel/form-schemas';
import { changePasswordMachine } from '../../machines/change-password.machine';
import { NetworkButton } from '../../components/network-button';

const EMPTY = { password: '', new_password: '', confirm_password: '' };

export default function GantiKataSandiScreen({
  logic = changePasswordMachine,
}: {
  logic?: typeof changePasswordMachine;
}) {
  const change = useFlow(logic);
  const state = useSelector(change, (s) => s.value);
  const error = useSelector(change, (s) => s.context.error);
  const form = useForm(changePasswordSchema, EMPTY);
  const { reset } = form;

  useEffect(() => {
    if (state === 'saved') reset(EMPTY);
    // Only on arriving at saved; `reset` is a new function every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see the line above
  }, [state]);

  const saving = state === 'saving';

  return (
    <>
      <TopBar title="Ganti Kata Sandi" />
      <main className="screen">
        {state === 'saved' && <Banner tone="info">Kata sandi berhasil diubah.</Banner>}
        {state === 'failed' && error && <Banner>{error}</Banner>}
        <form
          className="form card"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (form.attempt()) change.send({ type: 'PASSWORD.SAVE', values: form.values });
          }}
        >
          <PasswordField label="Kata Sandi Saat Ini" autoComplete="current-password" {...form.field('password')} />
          <PasswordField label="Kata Sandi Baru" autoComplete="new-password" {...form.field('new_password')} />
          <PasswordField
            label="Konfirmasi Kata Sandi Baru"
            autoComplete="new-password"
            {...form.field('confirm_password')}
          />
          <NetworkButton type="submit" className="button button-primary button-block" disabled={!form.valid || saving}>
            {saving ? 'Menyimpan…' : 'Simpan'}
          </NetworkButton>
        </form>
      </main>
    </>
  );
}
