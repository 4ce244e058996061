// Unit tests: each file starts from a clean document and storage.
import { afterEach } from 'vitest';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.documentElement.className = '';
  sessionStorage.clear();
  localStorage.clear();
});
