export const dynamicParams = false;
export { default, generateStaticParams } from '@/components/layout/unbuilt-route';
