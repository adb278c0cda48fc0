// petugas/pindai's typed check: the invoice number ("Nomor Referensi") when the camera cannot read
// the QR. The screen keeps the typed text, so it survives a camera scan in between.

export function InvoiceForm({
  invoice,
  onInvoiceChange,
  onCheck,
}: {
  invoice: string;
  onInvoiceChange: (invoice: string) => void;
  /** Called with the trimmed invoice number; the field empties either way. */
  onCheck: (invoiceId: string) => void;
}) {
  return (
    <form
      className="form invoice-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (invoice.trim()) onCheck(invoice.trim());
        onInvoiceChange('');
      }}
    >
      {/* A full-size field (issue #21: it was drawn unstyled, about 10 px tall): the app's field look,
          and the input and its button at least --tap high, for one thumb in sunlight. */}
      <div className="field">
        <label htmlFor="invoice">Nomor Referensi</label>
        <input
          id="invoice"
          name="invoice"
          value={invoice}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          onChange={(e) => onInvoiceChange(e.target.value)}
        />
      </div>
      <button type="submit" className="button button-secondary" disabled={!invoice.trim()}>
        Periksa
      </button>
    </form>
  );
}
