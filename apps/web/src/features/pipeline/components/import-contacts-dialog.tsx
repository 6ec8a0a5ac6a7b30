import type { ContactImportResponse } from '@vanilla/contracts';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions, DialogBody } from '../../../components/ui/dialog';
import { apiErrorMessage } from '../../../lib/api-error';
import { useImportContactsMutation } from '../api/contacts-api';
import {
  guessColumns,
  importFieldLabels,
  importFields,
  mapRows,
  type ColumnMapping,
} from '../utils/import-columns';
import { FILE_NOT_READ, readContactFile, type ContactFile } from '../utils/read-contact-file';
import { FormSelect } from '../../../components/ui/form-fields';

const IMPORT_FAILED = 'Could not import the contacts. Please try again.';
const PREVIEW_ROWS = 5;

type Loaded = ContactFile & { fileName: string };

/**
 * "Upload file" / "Upload Clients": choose a CSV or XLSX file, read in the browser; say which
 * column holds each field (guessed from the headers); check the first rows; import.
 */
export const ImportContactsDialog = ({ onClose }: { onClose: () => void }) => {
  const fileId = useId();
  const [file, setFile] = useState<Loaded | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping | null>(null);
  const [reading, setReading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<ContactImportResponse | null>(null);
  const [importContacts, { isLoading }] = useImportContactsMutation();

  const choose = async (chosen: File | undefined) => {
    setError(null);
    setFile(null);
    setMapping(null);
    if (!chosen) return;
    setReading(true);
    try {
      const read = await readContactFile(chosen);
      setFile({ ...read, fileName: chosen.name });
      setMapping(guessColumns(read.headers));
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : FILE_NOT_READ);
    } finally {
      setReading(false);
    }
  };

  const rows = file && mapping ? mapRows(file.rows, mapping) : [];
  const canImport = mapping !== null && mapping.name !== null && rows.length > 0 && !isLoading;

  const submit = async () => {
    setError(null);
    try {
      setResult(await importContacts(rows).unwrap());
    } catch (failure) {
      setError(apiErrorMessage(failure, IMPORT_FAILED));
    }
  };

  const columnOptions = [
    { value: '', label: 'Not in this file' },
    ...(file?.headers ?? []).map((header, index) => ({ value: String(index), label: header })),
  ];

  return (
    <Dialog
      title="Upload contacts"
      description="A CSV or Excel (.xlsx) file with a header row. Contacts already in your list (same phone or email) are matched, not added twice."
      onClose={onClose}
      busy={isLoading}
      closeOnBackdrop={false}
      width="xl"
    >
      <DialogBody>
        {result ? (
          <>
            <Alert tone="success">
              <p className="font-semibold">
                {result.imported} imported · {result.matched} matched · {result.skipped.length}{' '}
                skipped
              </p>
            </Alert>
            {result.skipped.length > 0 && (
              <div>
                <h3 className="text-sm font-semibold text-neutral-900">Skipped rows</h3>
                <ul className="mt-2 max-h-48 list-disc overflow-y-auto pl-5 text-sm text-neutral-700">
                  {result.skipped.map((skip) => (
                    <li key={skip.row}>
                      Row {skip.row}: {skip.reason}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <DialogActions>
              <Button onClick={onClose}>Done</Button>
            </DialogActions>
          </>
        ) : (
          <>
            {error && <Alert tone="error">{error}</Alert>}
            <div>
              <label htmlFor={fileId} className="mb-1.5 block text-sm font-medium text-neutral-800">
                File
              </label>
              <input
                id={fileId}
                type="file"
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                onChange={(event) => void choose(event.target.files?.[0])}
                className="block w-full text-sm text-neutral-700 file:mr-3 file:rounded-xl file:border-0 file:bg-brand-50 file:px-4 file:py-2.5 file:text-sm file:font-semibold file:text-brand-700 hover:file:bg-brand-100"
              />
              {reading && <p className="mt-2 text-sm text-neutral-500">Reading the file...</p>}
            </div>
            {file && mapping && (
              <>
                <fieldset>
                  <legend className="text-sm font-semibold text-neutral-900">
                    Columns of {file.fileName}
                  </legend>
                  <div className="mt-3 grid gap-3 sm:grid-cols-2">
                    {importFields.map((field) => (
                      <FormSelect
                        key={field}
                        label={importFieldLabels[field]}
                        value={mapping[field] === null ? '' : String(mapping[field])}
                        options={columnOptions}
                        onChange={(event) =>
                          setMapping({
                            ...mapping,
                            [field]: event.target.value === '' ? null : Number(event.target.value),
                          })
                        }
                      />
                    ))}
                  </div>
                  {mapping.name === null && (
                    <p className="mt-2 text-sm text-red-700">Choose the column with the names.</p>
                  )}
                </fieldset>
                <div>
                  <h3 className="text-sm font-semibold text-neutral-900">
                    Preview ({Math.min(PREVIEW_ROWS, rows.length)} of {rows.length}{' '}
                    {rows.length === 1 ? 'row' : 'rows'})
                  </h3>
                  <div className="mt-2 overflow-x-auto rounded-xl border border-neutral-200">
                    <table className="w-full text-left text-sm">
                      <thead className="bg-neutral-50 text-xs text-neutral-500 uppercase">
                        <tr>
                          {importFields.map((field) => (
                            <th key={field} scope="col" className="px-3 py-2 font-semibold">
                              {importFieldLabels[field]}
                            </th>
                          ))}
                        </tr>
                      </thead>
                      <tbody className="divide-y divide-neutral-100">
                        {rows.slice(0, PREVIEW_ROWS).map((row, index) => (
                          <tr key={index}>
                            {importFields.map((field) => (
                              <td
                                key={field}
                                className="max-w-40 truncate px-3 py-2 text-neutral-800"
                              >
                                {row[field] ?? ''}
                              </td>
                            ))}
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                </div>
              </>
            )}
            <DialogActions>
              <Button variant="secondary" onClick={onClose} disabled={isLoading}>
                Cancel
              </Button>
              <Button onClick={() => void submit()} disabled={!canImport}>
                {isLoading
                  ? 'Importing...'
                  : rows.length > 0
                    ? `Import ${rows.length} ${rows.length === 1 ? 'contact' : 'contacts'}`
                    : 'Import'}
              </Button>
            </DialogActions>
          </>
        )}
      </DialogBody>
    </Dialog>
  );
};
