// The texts of the account components the staff's pages share with the passengers' Akun (the
// profile card and Keluar: the officer's akun, the console's and the booth's navigation). The staff
// pages stay Indonesian (issue #40 item 1); a passenger's follow the chosen language.
import { useMemo } from 'react';
import { translate, useT, type Translate } from '../hooks/language';
import { useRole } from '../hooks/session';

export function useAccountT(): Translate {
  const t = useT();
  const staff = useRole() !== 'penumpang';
  return useMemo<Translate>(
    () =>
      staff
        ? (((message: Parameters<typeof translate>[1], inputs?: unknown) =>
            translate('id', message, inputs)) as Translate)
        : t,
    [staff, t],
  );
}
