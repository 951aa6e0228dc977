export { default as SiGithub } from '@icons-pack/react-simple-icons/icons/SiGithub';
