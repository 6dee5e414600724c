import { DynamicModule, Module } from '@nestjs/common';
import { ContactHandler } from './contact.handler';
import { ContactService } from './contact.service';

@Module({})
export class ContactModule {
  /** Takes the app's EmailModule instance: registering it twice would start a second sender. */
  static register(email: DynamicModule): DynamicModule {
    return {
      module: ContactModule,
      imports: [email],
      controllers: [ContactHandler],
      providers: [ContactService],
    };
  }
}
