// The design system: the ONLY place host and remotes reach Chakra UI. Re-exporting named
// components keeps one Chakra instance (this module is a federation singleton) while webpack
// tree-shakes what the console does not use (NOTES.md: sharing all of Chakra costs ~300 KB gz).
// Add a component here when a screen needs it, and its recipe to system.ts (only the recipes
// listed there are bundled).
export {
  Alert,
  Badge,
  Box,
  Breadcrumb,
  Button,
  Card,
  Center,
  Checkbox,
  CloseButton,
  Code,
  DataList,
  Dialog,
  Drawer,
  Field,
  Flex,
  Grid,
  Heading,
  HStack,
  IconButton,
  Image,
  Input,
  Link,
  Menu,
  NativeSelect,
  Portal,
  SimpleGrid,
  Skeleton,
  Spinner,
  Stack,
  Stat,
  Table,
  Tag,
  Text,
  Textarea,
  VStack,
  Wrap,
} from '@chakra-ui/react';
export * from './data';
export * from './forms';
export { UiProvider } from './UiProvider';
export { system } from './system';
export { SignedImage, type SignedImageProps } from './images/SignedImage';
