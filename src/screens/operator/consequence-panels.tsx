// What a save will do, shown before it (issue #38 item 3): a ship's new size (how many future
// departures it resizes, or those that already hold more, which stop the save) on Kapal, and from
// when and for which departures a new fare applies on Tarif. Each asks to confirm or go back.
import { useEffect, useRef } from 'react';
import { Banner } from '../../components/banner';
import { NetworkButton } from '../../components/network-button';
import {
  CONSEQUENCE_MSG,
  fareDeparturesText,
  fareFromText,
  overflowLine,
  shipImpactText,
  shipOverflowText,
  type FareImpact,
  type ShipImpact,
} from '../../lib/operator-consequences';

type Choice = { busy: boolean; onConfirm: () => void; onBack: () => void };

function Panel({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="operator-form" aria-labelledby={id}>
      <h2 id={id} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Actions({
  busy,
  onConfirm,
  onBack,
  confirm,
}: Partial<Choice> & { busy: boolean; onBack: () => void; confirm?: string }) {
  return (
    <div className="operator-form-actions">
      {confirm && onConfirm && (
        <NetworkButton type="button" className="button button-primary" disabled={busy} onClick={onConfirm}>
          {busy ? 'Menyimpan…' : confirm}
        </NetworkButton>
      )}
      <button type="button" className="button button-secondary" disabled={busy} onClick={onBack}>
        Kembali
      </button>
    </div>
  );
}

export function ShipImpactPanel({ impact, busy, onConfirm, onBack }: Choice & { impact: ShipImpact }) {
  const overflowing = impact.overflowing.length > 0;
  return (
    <Panel id="kapal-impact" title={overflowing ? CONSEQUENCE_MSG.shipOverflowTitle : 'Periksa Dampak Perubahan'}>
      {overflowing ? (
        <Banner>
          <p>{shipOverflowText(impact)}</p>
          <ul>
            {impact.overflowing.map((d) => (
              <li key={d.id}>{overflowLine(d)}</li>
            ))}
          </ul>
          <p>{CONSEQUENCE_MSG.shipOverflowHelp}</p>
        </Banner>
      ) : (
        <>
          <p>{shipImpactText(impact)}</p>
          <p className="operator-note">{CONSEQUENCE_MSG.shipKept}</p>
        </>
      )}
      <Actions
        busy={busy}
        onBack={onBack}
        {...(overflowing ? {} : { onConfirm, confirm: CONSEQUENCE_MSG.shipConfirm })}
      />
    </Panel>
  );
}

export function FareImpactPanel({ impact, busy, onConfirm, onBack }: Choice & { impact: FareImpact }) {
  return (
    <Panel id="tarif-impact" title="Periksa Berlakunya Tarif">
      <p>{fareFromText(impact)}</p>
      <p>{fareDeparturesText(impact)}</p>
      <Actions busy={busy} onBack={onBack} onConfirm={onConfirm} confirm={CONSEQUENCE_MSG.fareConfirm} />
    </Panel>
  );
}
