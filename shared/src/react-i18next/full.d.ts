// 'react-i18next/full': react-i18next's own entry under a name the thin module may import (see index.ts).
declare module 'react-i18next/full' {
  export * from 'react-i18next';
}
