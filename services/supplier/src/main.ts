import { loadConfig } from '@marketplace/service-kit/core';
import { runMain, runService } from '@marketplace/service-kit/runtime';
import { supplierConfigSchema } from './config';
import { buildSupplier } from './app';

runMain(() => runService('supplier', loadConfig(supplierConfigSchema), buildSupplier));
