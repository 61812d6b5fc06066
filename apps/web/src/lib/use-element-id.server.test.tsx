// @vitest-environment node
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { useElementId } from './use-element-id';

function Field() {
  const id = useElementId();
  return (
    <p>
      <label htmlFor={id}>Ad</label>
      <input id={id} />
    </p>
  );
}

describe('useElementId on the server', () => {
  it("issues ids the browser's counter never issues, and distinct ones within a page", () => {
    const html = renderToString(
      <div>
        <Field />
        <Field />
      </div>,
    );
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    for (const id of ids) expect(id).toMatch(/^s-/);
  });
});
