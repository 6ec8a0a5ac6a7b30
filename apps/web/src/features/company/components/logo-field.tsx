import { COMPANY_LOGO_TYPES } from '@vanilla/contracts';
import { useId, useState, type ChangeEvent } from 'react';
import { BuildingIcon, CloseIcon, PlusIcon } from '../../../components/icons';
import { apiImageSrc } from '../../../lib/api-image';
import { logoFileProblem, type LogoChoice } from '../utils/company-form';

type LogoFieldProps = {
  value: LogoChoice;
  onChange: (logo: LogoChoice) => void;
  disabled?: boolean;
};

const readAsDataUrl = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });

export const logoPreviewSrc = (logo: LogoChoice): string | null =>
  logo.kind === 'new' ? logo.dataUrl : logo.kind === 'current' ? apiImageSrc(logo.path) : null;

/**
 * The company logo: a preview, a button to choose an image (checked here for type and size, then
 * checked again and re-encoded by the server) and one to remove it.
 */
export const LogoField = ({ value, onChange, disabled = false }: LogoFieldProps) => {
  const inputId = useId();
  const hintId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const preview = logoPreviewSrc(value);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a removal.
    event.target.value = '';
    if (!file) return;
    const refused = logoFileProblem(file);
    setProblem(refused);
    if (refused) return;
    try {
      onChange({ kind: 'new', dataUrl: await readAsDataUrl(file), fileName: file.name });
    } catch {
      setProblem('The file could not be read. Please choose it again.');
    }
  };

  return (
    <div>
      <p className="mb-1.5 text-sm font-medium text-neutral-800">Logo</p>
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-2xl p-2 border border-neutral-200 bg-[repeating-conic-gradient(var(--color-neutral-100)_0_25%,white_0_50%)] bg-[length:16px_16px]">
          {preview ? (
            <img
              src={preview}
              alt="Company logo"
              className="max-h-full max-w-full object-contain"
            />
          ) : (
            <BuildingIcon className="size-8 text-neutral-300" />
          )}
        </div>
        <div className="flex flex-col items-start gap-2">
          <div className="flex flex-wrap gap-2">
            <label
              htmlFor={inputId}
              className={`inline-flex cursor-pointer items-center gap-2 rounded-xl border border-neutral-200 bg-white px-4 py-2.5 text-sm font-semibold text-neutral-800 transition-colors focus-within:outline-2 focus-within:outline-brand-600 hover:bg-neutral-50 ${
                disabled ? 'pointer-events-none opacity-60' : ''
              }`}
            >
              <PlusIcon className="size-4" />
              {preview ? 'Replace logo' : 'Upload logo'}
              <input
                id={inputId}
                type="file"
                accept={COMPANY_LOGO_TYPES.join(',')}
                disabled={disabled}
                aria-describedby={hintId}
                onChange={(event) => void onFile(event)}
                className="sr-only"
              />
            </label>
            {preview && (
              <button
                type="button"
                disabled={disabled}
                onClick={() => {
                  setProblem(null);
                  onChange({ kind: 'none' });
                }}
                className="inline-flex items-center gap-2 rounded-xl px-3 py-2.5 text-sm font-semibold text-neutral-700 transition-colors hover:bg-red-50 hover:text-red-700 disabled:opacity-60"
              >
                <CloseIcon className="size-4" />
                Remove logo
              </button>
            )}
          </div>
          <p id={hintId} className="text-xs text-neutral-500">
            PNG, JPEG, WebP or GIF, up to 5 MB. We scale it to 512 px and remove its metadata.
          </p>
        </div>
      </div>
      {problem && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
};
