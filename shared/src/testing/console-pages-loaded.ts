// Every unit test runs in the console as it is once the four remotes' manifests loaded: the route
// access check, the lookups and the remotes' links read the pages the remotes declare.
import { setConsolePages } from '@haulstop/shared/menu';
import { declaredConsolePages } from './console-pages';

setConsolePages(declaredConsolePages());
