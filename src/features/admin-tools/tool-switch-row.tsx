import { useState, type FormEvent } from 'react';
import { ApiError } from '../api/api-client.ts';
import { adminPost } from '../admin-ops/admin-request.ts';

export interface AdminTool {
  id: string;
  title: string;
  category: string;
  disabled: boolean;
  reason: string;
  dailyCap: number;
  updatedAt: string;
  updatedBy: string;
  usedToday: number | null;
}

/** One tool's switch: on or off with the reason visitors see, and its daily cap; saved on Save. */
export function ToolSwitchRow({ tool, onSaved }: { tool: AdminTool; onSaved: (tool: AdminTool) => void }) {
  const [disabled, setDisabled] = useState(tool.disabled);
  const [reason, setReason] = useState(tool.reason);
  const [cap, setCap] = useState(String(tool.dailyCap));
  const [status, setStatus] = useState<string | null>(null);
  const id = (what: string) => `tool-${tool.id}-${what}`;
  const save = (event: FormEvent) => {
    event.preventDefault();
    setStatus('Saving…');
    adminPost<Omit<AdminTool, 'title' | 'category' | 'usedToday'>>(`/api/admin/tools/${encodeURIComponent(tool.id)}`, { disabled, reason, dailyCap: Math.max(0, Math.floor(Number(cap) || 0)) }).then(
      (saved) => {
        setStatus(saved.disabled ? 'Saved: switched off.' : 'Saved: on.');
        onSaved({ ...tool, ...saved });
      },
      (e: unknown) => setStatus(e instanceof ApiError ? e.message : 'Not saved.'),
    );
  };
  return (
    <tr className={tool.disabled ? 'admin-tool-off' : undefined}>
      <th scope="row">
        {tool.title}
        <span className="field-help admin-tool-id">{tool.id}</span>
      </th>
      <td>{tool.disabled ? 'Off' : 'On'}</td>
      <td>
        <form className="admin-tool-form" onSubmit={save} aria-label={`Switch for ${tool.title}`}>
          <label className="admin-inline" htmlFor={id('off')}>
            <input id={id('off')} type="checkbox" checked={disabled} onChange={(e) => setDisabled(e.target.checked)} /> Switched off
          </label>
          <label className="admin-inline" htmlFor={id('reason')}>
            Reason shown to visitors
            <input id={id('reason')} type="text" maxLength={300} value={reason} onChange={(e) => setReason(e.target.value)} />
          </label>
          <label className="admin-inline" htmlFor={id('cap')}>
            Daily cap (0 = none)
            <input id={id('cap')} type="number" min={0} step={1} inputMode="numeric" value={cap} onChange={(e) => setCap(e.target.value)} />
          </label>
          <button type="submit" className="button button-secondary button-small">
            Save
          </button>
          <span className="field-help" role="status">
            {status ?? (tool.usedToday !== null ? `${tool.usedToday} of ${tool.dailyCap} today` : '')}
          </span>
        </form>
      </td>
    </tr>
  );
}
