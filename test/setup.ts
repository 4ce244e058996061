// Unit tests: each test starts from a clean document and storage (files that opt into the node
// environment have no document).
import { afterEach } from 'vitest';

afterEach(() => {
  if (typeof document === 'undefined') return;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.documentElement.className = '';
  sessionStorage.clear();
  localStorage.clear();
});
