import { loadConfig, runMain, runService } from '@marketplace/service-kit';
import { supplierConfigSchema } from './config';
import { buildSupplier } from './app';

runMain(() => runService('supplier', loadConfig(supplierConfigSchema), buildSupplier));
