import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useElementId } from './use-element-id';

function Field() {
  const id = useElementId();
  return <input id={id} aria-label="Ad" />;
}

describe('useElementId in the browser', () => {
  it('issues ids apart from the server-rendered ones (use-element-id.server.test)', () => {
    const { getByLabelText } = render(<Field />);
    expect(getByLabelText('Ad').id).toMatch(/^c-/);
  });
});
