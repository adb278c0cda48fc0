// informasi-akun (spec §2): edit name, age, gender (Laki - Laki, Perempuan) and domicile. The
// saved user goes to the session (SESSION.USER_UPDATED). Spec §8 swallows update errors; a
// failure shows what to do (issue #11) above the form, which keeps what the user typed.
import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { Banner } from '../../components/banner';
import { SelectField, TextField } from '../../components/fields';
import { TopBar } from '../../components/top-bar';
import { useForm } from '../../components/use-form';
import { useFlow } from '../../hooks/inspect';
import { FIELD_MAX, GENDERS, normaliseGender } from '../../../kernel/field-rules';
import { accountInfoSchema } from '../../../kernel/form-schemas';
import { accountProfileMachine } from '../../machines/account-profile.machine';
import { useSession, useSessionUser } from '../../hooks/session';
import '../account/account.css';
import { NetworkButton } from '../../components/network-button';

const GENDER_OPTIONS = GENDERS.map((g) => ({ value: g, label: g }));

export default function InformasiAkunScreen({
  logic = accountProfileMachine,
}: {
  logic?: typeof accountProfileMachine;
}) {
  const session = useSession();
  const user = useSessionUser();
  const profile = useFlow(logic);
  const state = useSelector(profile, (s) => s.value);
  const saved = useSelector(profile, (s) => s.context.saved);
  const error = useSelector(profile, (s) => s.context.error);
  const form = useForm(accountInfoSchema, {
    name: user?.name ?? '',
    age: user?.age === null || user?.age === undefined ? '' : String(user.age),
    gender: (user?.gender && normaliseGender(user.gender)) || '',
    domicile: user?.domicile ?? '',
  });

  useEffect(() => {
    if (saved) session.send({ type: 'SESSION.USER_UPDATED', user: saved });
  }, [saved, session]);

  const saving = state === 'saving';

  return (
    <>
      <TopBar title="Informasi Akun" />
      <main className="screen">
        {state === 'saved' && <Banner tone="info">Informasi akun berhasil disimpan.</Banner>}
        {state === 'failed' && error && <Banner>{error}</Banner>}
        <form
          className="form card"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (form.attempt()) profile.send({ type: 'PROFILE.SAVE', values: form.values });
          }}
        >
          <p className="muted small">Nomor HP: {user?.phone_number}</p>
          <TextField label="Nama" autoComplete="name" maxLength={FIELD_MAX.name} {...form.field('name')} />
          <TextField label="Usia" type="number" inputMode="numeric" min={1} {...form.field('age')} />
          <SelectField
            label="Jenis Kelamin"
            placeholder="Pilih jenis kelamin"
            options={GENDER_OPTIONS}
            {...form.field('gender')}
          />
          <TextField
            label="Domisili"
            autoComplete="address-level2"
            maxLength={FIELD_MAX.domicile}
            {...form.field('domicile')}
          />
          <NetworkButton type="submit" className="button button-primary button-block" disabled={!form.valid || saving}>
            {saving ? 'Menyimpan…' : 'Simpan'}
          </NetworkButton>
        </form>
      </main>
    </>
  );
}
