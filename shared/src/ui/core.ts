// @haulstop/shared/ui/core: the part of the design system a public page needs (login, sign-up,
// not found, the start and the guard's wait): the Chakra context, the layout and form primitives,
// the skeletons. It is its own federation singleton so that the login page loads it alone; the full
// @haulstop/shared/ui re-exports it (same module, one Chakra context) and adds the heavier parts
// (dialogs, drawers, the form kit on react-hook-form, tables, signed images).
export {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Center,
  CloseButton,
  Code,
  Field,
  Flex,
  Grid,
  Heading,
  HStack,
  IconButton,
  Image,
  Input,
  Link,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Spinner,
  Stack,
  Text,
  VisuallyHidden,
  VStack,
  Wrap,
} from '@chakra-ui/react';
export { UiProvider } from './UiProvider';
export { consoleSystem, makeConsoleSystemInTasks } from './system';
export { PageSkeleton } from './skeletons/PageSkeleton';
