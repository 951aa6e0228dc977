export { default as SiGoogle } from '@icons-pack/react-simple-icons/icons/SiGoogle';
