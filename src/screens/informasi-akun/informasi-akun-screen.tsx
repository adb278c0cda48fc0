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
import { m } from '../../../kernel/paraglide/messages';
import { useKnownText, useT } from '../../hooks/language';

const GENDER_LABEL = { 'Laki - Laki': m.gender_male, Perempuan: m.gender_female };

/** The form's messages (kernel/validation-messages.ts) and the machine's failures (src/lib/account-messages.ts). */
const KNOWN = [
  m.form_name_required,
  m.form_name_too_long,
  m.ak_form_age_required,
  m.ak_form_age_invalid,
  m.ak_form_gender_required,
  m.ak_form_domicile_required,
  m.ak_form_domicile_too_long,
  m.ak_profile_invalid,
  m.ak_profile_save_failed,
  m.ak_err_too_many,
  m.ak_err_no_connection,
];

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
  const t = useT();
  const known = useKnownText(KNOWN);
  const field = <K extends 'name' | 'age' | 'gender' | 'domicile'>(name: K) => {
    const props = form.field(name);
    return props.error === undefined ? props : { ...props, error: known(props.error) };
  };
  const genders = GENDERS.map((g) => ({ value: g, label: t(GENDER_LABEL[g]) }));

  return (
    <>
      <TopBar title={t(m.ak_info_title)} />
      <main className="screen">
        {state === 'saved' && <Banner tone="info">{t(m.ak_info_saved)}</Banner>}
        {state === 'failed' && error && <Banner>{known(error)}</Banner>}
        <form
          className="form card"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (form.attempt()) profile.send({ type: 'PROFILE.SAVE', values: form.values });
          }}
        >
          <p className="muted small">{t(m.ak_phone_line, { phone: user?.phone_number ?? '' })}</p>
          <TextField label={t(m.field_name)} autoComplete="name" maxLength={FIELD_MAX.name} {...field('name')} />
          <TextField label={t(m.ak_age)} type="number" inputMode="numeric" min={1} {...field('age')} />
          <SelectField
            label={t(m.ak_gender)}
            placeholder={t(m.ak_gender_pick)}
            options={genders}
            {...field('gender')}
          />
          <TextField
            label={t(m.ak_domicile)}
            autoComplete="address-level2"
            maxLength={FIELD_MAX.domicile}
            {...field('domicile')}
          />
          <NetworkButton type="submit" className="button button-primary button-block" disabled={!form.valid || saving}>
            {saving ? t(m.ak_saving) : t(m.ak_save)}
          </NetworkButton>
        </form>
      </main>
    </>
  );
}
