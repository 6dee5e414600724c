import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { NotificationsSubjects, SendContactMessageAnswer, SendContactMessageRpcRequest } from '@portal/contracts';
import { ContactService } from './contact.service';

@Controller()
export class ContactHandler {
  constructor(private readonly contact: ContactService) {}

  @MessagePattern(NotificationsSubjects.SendContactMessage)
  send(@Payload() body: SendContactMessageRpcRequest): Promise<SendContactMessageAnswer> {
    return this.contact.send(body);
  }
}
