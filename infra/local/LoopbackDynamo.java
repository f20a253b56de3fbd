import com.amazonaws.services.dynamodbv2.local.main.ServerRunner;
import com.amazonaws.services.dynamodbv2.local.server.DynamoDBProxyServer;
import java.lang.reflect.Field;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;

/**
 * DynamoDB Local listening on 127.0.0.1 only. Its command line has no host option and its Jetty
 * server listens on every interface, so anyone on the network could read the local data. This
 * launcher takes the same arguments, finds the Jetty server inside DynamoDB Local's proxy and binds
 * its connector to the loopback address before starting it. infra/local/loopback-dynamo.ts compiles
 * it once; infra/local/dynamodb.ts starts it.
 */
public class LoopbackDynamo {
  public static void main(String[] args) throws Exception {
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    int bound = 0;
    for (Field field : DynamoDBProxyServer.class.getDeclaredFields()) {
      if (!Server.class.isAssignableFrom(field.getType())) continue;
      field.setAccessible(true);
      for (Connector connector : ((Server) field.get(proxy)).getConnectors()) {
        if (connector instanceof ServerConnector) {
          ((ServerConnector) connector).setHost("127.0.0.1");
          bound++;
        }
      }
    }
    // A DynamoDB Local whose insides changed must not quietly listen everywhere.
    if (bound == 0) throw new IllegalStateException("Could not bind DynamoDB Local to 127.0.0.1: no Jetty connector found.");
    proxy.start();
  }
}
