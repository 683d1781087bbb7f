import { useEffect, useState } from 'react';
import { ApiError } from '../api/api-client.ts';
import { adminGet } from '../admin-ops/admin-request.ts';
import { ErrorBox } from '../common/error-box.tsx';
import { ToolSwitchRow, type AdminTool } from './tool-switch-row.tsx';
import '../admin-ops/admin-ops.css';

function ToolSwitches() {
  const [tools, setTools] = useState<AdminTool[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [filter, setFilter] = useState('');
  useEffect(() => {
    const controller = new AbortController();
    adminGet<{ tools: AdminTool[] }>('/api/admin/tools', controller.signal).then(
      (answer) => setTools(answer.tools),
      (e: unknown) => {
        if (!controller.signal.aborted) setError(e instanceof ApiError ? e.message : 'The tools could not be loaded.');
      },
    );
    return () => controller.abort();
  }, []);
  const needle = filter.trim().toLowerCase();
  const shown = (tools ?? []).filter((t) => !needle || t.title.toLowerCase().includes(needle) || t.id.includes(needle) || (needle === 'off' && t.disabled));
  const off = (tools ?? []).filter((t) => t.disabled).length;
  return (
    <div className="admin-tools">
      {error && <ErrorBox message={error} />}
      {!tools && !error && <p className="field-help">Loading the tools…</p>}
      {tools && (
        <>
          <div className="field">
            <label htmlFor="admin-tools-filter">Find a tool (or type “off”)</label>
            <input id="admin-tools-filter" type="search" value={filter} onChange={(e) => setFilter(e.target.value)} />
          </div>
          <p className="field-help" role="status">
            {tools.length} tools, {off} switched off. A change is in force on every instance within 5 seconds.
          </p>
          <table className="admin-table">
            <caption>Tool switches</caption>
            <thead>
              <tr>
                <th scope="col">Tool</th>
                <th scope="col">State</th>
                <th scope="col">Switch</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((tool) => (
                <ToolSwitchRow key={tool.id} tool={tool} onSaved={(saved) => setTools((all) => (all ?? []).map((t) => (t.id === saved.id ? saved : t)))} />
              ))}
            </tbody>
          </table>
        </>
      )}
    </div>
  );
}

/** The console's tool switches: turn a tool off with a reason, or cap its generations per day. */
export default function ToolsPage() {
  return <ToolSwitches />;
}
