import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { ButtonSpinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import type { HttpMethod } from '@/lib/api-client';
import { checkDebugPath, debugMethods, debugPresets, matchingPreset, parseDebugBody, presetKey } from '../debug-request';
import type { DebugRequest } from '../debug-sender';

/** What the operator is composing; kept by the debugger while the panel is closed. */
export interface DebugDraft {
  method: HttpMethod;
  path: string;
  body: string;
}

const CUSTOM = 'custom';

/** Preset, method, path and JSON body; checks the path and the JSON before anything is sent. */
export function DebugRequestForm({
  draft,
  onDraftChange,
  onSend,
  sending,
}: {
  draft: DebugDraft;
  onDraftChange: (draft: DebugDraft) => void;
  onSend: (request: DebugRequest) => void;
  sending: boolean;
}) {
  const { t } = useTranslation('adminDebug');
  const [errors, setErrors] = useState<{ path?: string; body?: string }>({});
  const preset = matchingPreset(draft.method, draft.path);

  const change = (next: Partial<DebugDraft>) => {
    setErrors({});
    onDraftChange({ ...draft, ...next });
  };

  const onPresetChange = (key: string) => {
    const chosen = debugPresets.find((p) => presetKey(p) === key);
    if (chosen) change({ method: chosen.method, path: chosen.path });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const path = checkDebugPath(draft.path);
    const body = parseDebugBody(draft.method, draft.body);
    const found = {
      path: path.ok ? undefined : t(`form.errors.path_${path.reason}`),
      body: body.ok ? undefined : t('form.errors.invalid_json', { detail: body.detail }),
    };
    setErrors(found);
    if (path.ok && body.ok) onSend({ method: draft.method, path: path.path, body: body.body });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3">
      <SelectField
        label={t('form.preset')}
        value={preset ? presetKey(preset) : CUSTOM}
        onChange={(event) => onPresetChange(event.target.value)}
        options={[...(preset ? [] : [{ value: CUSTOM, label: t('form.custom') }]), ...debugPresets.map((p) => ({ value: presetKey(p), label: presetKey(p) }))]}
      />
      <div className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-3">
        <SelectField
          label={t('form.method')}
          value={draft.method}
          onChange={(event) => change({ method: event.target.value as HttpMethod })}
          options={debugMethods.map((method) => ({ value: method, label: method }))}
        />
        <TextField
          label={t('form.path')}
          value={draft.path}
          onChange={(event) => change({ path: event.target.value })}
          error={errors.path}
          className="min-w-0"
          inputMode="url"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          required
        />
      </div>
      <TextareaField
        label={t('form.body')}
        hint={draft.method === 'GET' ? t('form.body_hint_get') : t('form.body_hint')}
        value={draft.body}
        onChange={(event) => change({ body: event.target.value })}
        error={errors.body}
        disabled={draft.method === 'GET'}
        rows={4}
        spellCheck={false}
        className="[&_textarea]:font-mono [&_textarea]:text-sm"
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={sending}>
          {sending ? <ButtonSpinner /> : <Send aria-hidden="true" className="size-4" />}
          {t('form.send')}
        </Button>
      </div>
    </form>
  );
}
